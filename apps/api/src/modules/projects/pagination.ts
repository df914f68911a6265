/** RFC 8288 Link header with first/prev/next/last for a page-numbered list (pages start at 1). */
export function buildLinkHeader(options: {
  baseUrl: string;
  query: Record<string, string | number | null | undefined>;
  page: number;
  size: number;
  total: number;
}): string {
  const lastPage = Math.max(1, Math.ceil(options.total / options.size));
  const link = (page: number, rel: string) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(options.query)) {
      if (
        value !== null &&
        value !== undefined &&
        value !== '' &&
        key !== 'page' &&
        key !== 'size'
      ) {
        params.set(key, String(value));
      }
    }
    params.set('page', String(page));
    params.set('size', String(options.size));
    return `<${options.baseUrl}?${params.toString()}>; rel="${rel}"`;
  };
  const links = [link(1, 'first')];
  if (options.page > 1) links.push(link(Math.min(options.page - 1, lastPage), 'prev'));
  if (options.page < lastPage) links.push(link(options.page + 1, 'next'));
  links.push(link(lastPage, 'last'));
  return links.join(', ');
}
