/** The relations of a paginated list's `Link` header (RFC 8288). */
export const PAGE_LINK_RELATIONS = ['first', 'prev', 'next', 'last'] as const;
export type PageLinkRelation = (typeof PAGE_LINK_RELATIONS)[number];
export type PageLinks = Partial<Record<PageLinkRelation, string>>;

const LINK_PATTERN = /<([^>]*)>\s*((?:;\s*[^;,]+)*)/g;
const REL_PATTERN = /;\s*rel\s*=\s*"?([^";]+)"?/i;

function isPageLinkRelation(value: string): value is PageLinkRelation {
  return (PAGE_LINK_RELATIONS as readonly string[]).includes(value);
}

/**
 * The first/prev/next/last addresses of a `Link` header; relations it lacks are left out.
 * @example parseLinkHeader('</v1/projects?page=2&size=10>; rel="next"') // { next: '/v1/projects?page=2&size=10' }
 */
export function parseLinkHeader(header: string | null | undefined): PageLinks {
  const links: PageLinks = {};
  if (!header) return links;
  for (const match of header.matchAll(LINK_PATTERN)) {
    const [, url = '', params = ''] = match;
    const rels = REL_PATTERN.exec(params)?.[1]?.trim().split(/\s+/) ?? [];
    for (const rel of rels) {
      const name = rel.toLowerCase();
      if (isPageLinkRelation(name) && links[name] === undefined) links[name] = url;
    }
  }
  return links;
}

/** The `page` query parameter of a link, or null when it has none (or not a positive integer). */
export function readPageOfLink(url: string | undefined): number | null {
  if (!url) return null;
  let page: string | null;
  try {
    page = new URL(url, 'http://localhost').searchParams.get('page');
  } catch {
    return null;
  }
  if (page === null || !/^\d+$/.test(page)) return null;
  const value = Number(page);
  return value >= 1 ? value : null;
}

/**
 * The list's last page: the `last` link when there is one (it stays right when the server caps
 * the total), else the total count over the page size; 1 when neither is known.
 * @example findLastPage(10, 25, {}) // 3
 */
export function findLastPage(size: number, totalCount: number | null, links: PageLinks): number {
  const lastOfLink = readPageOfLink(links.last);
  if (lastOfLink !== null) return lastOfLink;
  return totalCount === null ? 1 : Math.max(1, Math.ceil(totalCount / size));
}
