import { useMe } from '../api/get-me.ts';

/**
 * Whether the signed-in user has the editor role (decided by the server, GET /v1/me).
 * False while unknown (loading or failed): editor-only screens stay hidden until confirmed.
 */
export function useIsEditor(): { isEditor: boolean; isLoading: boolean } {
  const me = useMe();
  return { isEditor: me.data?.isEditor ?? false, isLoading: me.isPending };
}
