import { formats, winston } from '@strapi/logger';
import { cmsConfig } from '../src/lib/config';

// Strapi's default console logging, with the level from LOG_LEVEL (http: one line per request).
export default () => ({
  level: cmsConfig().logLevel,
  format: formats.prettyPrint(),
  transports: [new winston.transports.Console()],
});
