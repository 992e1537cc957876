/** Sending a participation form to the server (server/participation/routes.ts) and reading its answer. */

export type SendResult =
  | { ok: true; reference: string; next: string; unsubscribe?: string }
  | { ok: false; message: string; fields: Record<string, string> }
  | { ok: false; network: true };

/** A new key for one filling-in of a form: a retry or double click of the same send reuses it. */
export const newIdempotencyKey = () => crypto.randomUUID().replace(/-/g, '');

export async function sendForm(endpoint: string, body: unknown, key: string): Promise<SendResult> {
  let response: Response;
  try {
    response = await fetch(`/api/participation/${endpoint}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, network: true };
  }
  const answer = (await response.json().catch(() => null)) as {
    reference?: string;
    next?: string;
    unsubscribe?: string;
    error?: { message?: string; fields?: Record<string, string> };
  } | null;
  if (response.ok && answer?.reference)
    return {
      ok: true,
      reference: answer.reference,
      next: answer.next ?? '',
      unsubscribe: answer.unsubscribe,
    };
  if (!answer?.error) return { ok: false, network: true };
  return { ok: false, message: answer.error.message ?? '', fields: answer.error.fields ?? {} };
}
