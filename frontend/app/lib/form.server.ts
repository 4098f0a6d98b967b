import { data } from 'react-router';

/**
 * The form a page posted to this server. A body that is not a form (JSON, garbage, a cut-off
 * multipart) is the sender's mistake: a 400 page that says so, never a 500.
 */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data({ message: 'The request body must be a form (application/x-www-form-urlencoded or multipart/form-data).' }, { status: 400 });
  }
}
