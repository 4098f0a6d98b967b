import { cmsConfig } from '../src/lib/config';

export default () => {
  const secrets = cmsConfig().strapiSecrets;
  return {
    autoOpen: false,
    auth: { secret: secrets.adminJwtSecret },
    apiToken: { salt: secrets.apiTokenSalt },
    transfer: { token: { salt: secrets.transferTokenSalt } },
    secrets: { encryptionKey: secrets.adminEncryptionKey },
    flags: { nps: false, promoteEE: false },
  };
};
