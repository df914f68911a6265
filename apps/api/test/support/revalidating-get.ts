/**
 * A GET of `url` with the bearer token, to be repeated with extra headers (`If-None-Match`). It
 * sends an explicit `Cache-Control: max-age=0`: fetch would add `no-cache` beside
 * If-None-Match otherwise.
 */
export function revalidatingGet(
  url: string,
  accessToken: string,
): (headers?: Record<string, string>) => Promise<Response> {
  return (headers = {}) =>
    fetch(url, {
      headers: {
        authorization: `Bearer ${accessToken}`,
        'cache-control': 'max-age=0',
        ...headers,
      },
    });
}
