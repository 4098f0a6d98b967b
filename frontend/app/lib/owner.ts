/** The signed-in owner as the CMS names them: the sign-in answer and GET /api/session. */
export type Owner = { username: string; email: string };
