/** Paths of the owner's side: never blocked, never counted as reader views. */
export function isOwnerPath(pathname: string): boolean {
  return /^\/(sign-in|dashboard|signout)(\/|$)/.test(pathname);
}
