import { Button, Group, NativeSelect, Text } from '@mantine/core';
import { findLastPage, readPageOfLink, type PageLinks } from '../utils/link-header.ts';
import { PAGE_SIZE_OPTIONS } from '../utils/project-list-params.ts';

type ProjectsPaginationProps = {
  page: number;
  size: number;
  /** `x-total-count`; null when unknown. */
  totalCount: number | null;
  /** The server stopped counting (five pages past this one): "mais de N projetos". */
  isTotalCapped?: boolean;
  links: PageLinks;
  onPageChange: (page: number) => void;
  onSizeChange: (size: number) => void;
};

type PageTargets = { first: number | null; prev: number | null; next: number | null };

/**
 * Where first/previous/next lead: the `Link` header when it has the relation, else the total count.
 * A missing prev/next relation means there is no such page.
 */
function findPageTargets(page: number, lastPage: number, links: PageLinks): PageTargets {
  const hasLinks = Object.keys(links).length > 0;
  if (hasLinks) {
    const prev = links.prev ? (readPageOfLink(links.prev) ?? page - 1) : null;
    const next = links.next ? (readPageOfLink(links.next) ?? page + 1) : null;
    const first = page > 1 ? (readPageOfLink(links.first) ?? 1) : null;
    return { first, prev, next };
  }
  return {
    first: page > 1 ? 1 : null,
    prev: page > 1 ? page - 1 : null,
    next: page < lastPage ? page + 1 : null,
  };
}

function describeTotal(totalCount: number, isCapped: boolean): string {
  if (isCapped) return `mais de ${totalCount.toLocaleString('pt-BR')} projetos`;
  return totalCount === 1 ? '1 projeto' : `${totalCount.toLocaleString('pt-BR')} projetos`;
}

/** Spec part 1 §2 pagination: first, previous and next page, the page count and the total. */
export function ProjectsPagination({
  page,
  size,
  totalCount,
  isTotalCapped = false,
  links,
  onPageChange,
  onSizeChange,
}: ProjectsPaginationProps) {
  const lastPage = findLastPage(size, totalCount, links);
  const targets = findPageTargets(page, lastPage, links);
  const sizeOptions = PAGE_SIZE_OPTIONS.map(String);
  if (!sizeOptions.includes(String(size))) sizeOptions.push(String(size));

  return (
    <Group
      component="nav"
      aria-label="Paginação"
      justify="space-between"
      gap="sm"
      mt="md"
      wrap="wrap"
    >
      <Group gap="xs" wrap="wrap">
        <Button
          variant="default"
          size="sm"
          disabled={targets.first === null}
          onClick={() => targets.first !== null && onPageChange(targets.first)}
        >
          Primeira página
        </Button>
        <Button
          variant="default"
          size="sm"
          disabled={targets.prev === null}
          onClick={() => targets.prev !== null && onPageChange(targets.prev)}
        >
          Página anterior
        </Button>
        <Button
          variant="default"
          size="sm"
          disabled={targets.next === null}
          onClick={() => targets.next !== null && onPageChange(targets.next)}
        >
          Próxima página
        </Button>
      </Group>
      <Group gap="md" wrap="wrap">
        <Text size="sm" aria-live="polite">
          Página {page.toLocaleString('pt-BR')}
          {/* A capped total is a lower bound: the last page is not known, so it is not shown. */}
          {!(isTotalCapped && totalCount !== null) && ` de ${lastPage.toLocaleString('pt-BR')}`}
          {totalCount !== null && ` · ${describeTotal(totalCount, isTotalCapped)}`}
        </Text>
        <NativeSelect
          label="Projetos por página"
          size="xs"
          data={sizeOptions}
          value={String(size)}
          onChange={(event) => onSizeChange(Number(event.currentTarget.value))}
          styles={{ root: { display: 'flex', alignItems: 'center', gap: 8 } }}
        />
      </Group>
    </Group>
  );
}
