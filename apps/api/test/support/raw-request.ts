import http from 'node:http';

export type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/**
 * An HTTP request whose path goes on the wire exactly as given (fetch would normalise dot
 * segments and some percent-encodings): the security and rate-limit suites try spellings of a
 * path that a check of the URL text would misread. `body` is sent with its `content-length`.
 */
export function rawRequest(
  baseUrl: string,
  method: string,
  rawPath: string,
  headers: Record<string, string | number> = {},
  body?: string,
): Promise<RawAnswer> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        method,
        path: rawPath,
        headers:
          body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** A form POST (as the sign-in page and the token endpoint take) from `address` (X-Forwarded-For). */
export function postRawForm(
  baseUrl: string,
  rawPath: string,
  address: string,
  form: Record<string, string>,
): Promise<RawAnswer> {
  return rawRequest(
    baseUrl,
    'POST',
    rawPath,
    { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': address },
    new URLSearchParams(form).toString(),
  );
}
