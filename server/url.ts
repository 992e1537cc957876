/** The path of a request's address (no query string), and whether it is the API's. */
export const pathOf = (url: string) => url.split('?', 1)[0]!;

export const isApiPath = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/');
