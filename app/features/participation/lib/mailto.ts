/** A mailto: link with a prefilled subject (and body); every part is percent-encoded, so spaces and line breaks survive. */
export function mailtoHref(email: string, message: { subject?: string; body?: string } = {}) {
  const params = (['subject', 'body'] as const)
    .filter((key) => message[key])
    .map((key) => `${key}=${encodeURIComponent(message[key] ?? '')}`);
  return `mailto:${email}${params.length ? `?${params.join('&')}` : ''}`;
}
