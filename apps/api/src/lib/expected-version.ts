import { AppError } from './app-error.ts';

/** The largest version a row can hold (an integer column). */
const MAX_VERSION = 2_147_483_647;

const VERSION_TAG = /^(?:W\/)?"?([1-9]\d{0,15})(?:-[\w-]+)?"?$/;

/**
 * The version a PUT is based on: the body's `version` or the `If-Match` header (`"3"`, `W/"3"`
 * or `3`, or the ETag of GET, `"3-<digest>"`, whose digest of the answer is ignored here: the
 * version alone says whether the edit is based on the stored row). Without either the edit would overwrite whatever is
 * stored, so it is refused with 428; when both are given they must agree.
 *
 * A version beyond any storable one is refused with 400, as the body's `version` is by its schema.
 */
export function readExpectedVersion(
  bodyVersion: number | undefined,
  ifMatch: string | string[] | undefined,
): number {
  const header = Array.isArray(ifMatch) ? ifMatch.join(',') : ifMatch;
  let headerVersion: number | undefined;
  if (header !== undefined && header.trim() !== '') {
    const match = VERSION_TAG.exec(header.trim());
    if (!match?.[1]) {
      const message = 'O cabeçalho If-Match deve trazer a versão carregada, por exemplo "3".';
      throw new AppError(400, 'VALIDATION_FAILED', message, [{ path: 'If-Match', message }]);
    }
    headerVersion = Number(match[1]);
  }
  if (bodyVersion !== undefined && headerVersion !== undefined && bodyVersion !== headerVersion) {
    const message = 'A versão do corpo e a do cabeçalho If-Match são diferentes.';
    throw new AppError(400, 'VALIDATION_FAILED', message, [{ path: 'version', message }]);
  }
  const version = bodyVersion ?? headerVersion;
  if (version === undefined) {
    throw new AppError(
      428,
      'PRECONDITION_REQUIRED',
      'Informe a versão que você carregou (campo version ou cabeçalho If-Match): sem ela a alteração poderia apagar a de outra pessoa.',
    );
  }
  if (version > MAX_VERSION) {
    const message = 'Versão inválida.';
    throw new AppError(400, 'VALIDATION_FAILED', message, [{ path: 'If-Match', message }]);
  }
  return version;
}

/**
 * The version part of a versioned resource's ETag, for If-Match (rooms and projects complete it
 * with a digest of the answer: plugins/http-cache.ts `tagAnswer`).
 */
export function versionTag(version: number): string {
  return `"${version}"`;
}
