import { createHash } from 'node:crypto';
import type { CatalogItemKind, EquipmentCatalog } from '@camara-fria/domain';
import { notFound } from '../../lib/app-error.ts';
import { findKindOfImageFolder, lineImageName } from './catalog-images.ts';
import type { CatalogStore } from './catalog-store.ts';
import { drawLineIllustration, type LineGeometry } from './line-illustration.ts';

/** What GET /assets/images/{folder}/{file} answers: the drawing, or where it moved. */
export type LineImageAnswer =
  { kind: 'SVG'; svg: string; etag: string } | { kind: 'MOVED'; location: string };

type Geometric = {
  lineCode: string;
  fanCount: number;
  fanDiameterMm: number;
  lengthMm: number;
  heightMm: number;
  compressorCount?: number;
};

function modelsOf(catalog: EquipmentCatalog, kind: CatalogItemKind): readonly Geometric[] {
  if (kind === 'EVAPORATOR') return catalog.evaporators;
  if (kind === 'CONDENSING_UNIT') return catalog.condensingUnits;
  if (kind === 'COMPRESSOR_UNIT') return catalog.compressorUnits;
  return catalog.remoteCondensers;
}

/** The geometry of a line's typical model: the middle one of the line, in catalogue order. */
function findLineGeometry(
  catalog: EquipmentCatalog,
  kind: CatalogItemKind,
  name: string,
): LineGeometry | undefined {
  const line = catalog.lines.find(
    (item) => item.kind === kind && lineImageName(item.code) === name,
  );
  if (!line) return undefined;
  const models = modelsOf(catalog, kind).filter((model) => model.lineCode === line.code);
  const typical = models[Math.floor(models.length / 2)];
  return {
    kind,
    lineCode: line.code,
    fanCount: typical?.fanCount ?? 1,
    fanDiameterMm: typical?.fanDiameterMm ?? 450,
    lengthMm: typical?.lengthMm ?? 1000,
    heightMm: typical?.heightMm ?? 500,
    compressorCount: typical?.compressorCount ?? 1,
  };
}

/**
 * The illustration of a line of the active catalogue (docs/decisions/028-line-illustrations.md).
 * `{line}.jpg`, the spec's name that earlier catalogue versions stored, moves to `{line}.svg`.
 */
export async function getLineImage(
  store: CatalogStore,
  folder: string,
  file: string,
): Promise<LineImageAnswer> {
  const kind = findKindOfImageFolder(folder);
  const match = /^(.+)\.(svg|jpg)$/.exec(file);
  if (!kind || !match) throw notFound('Imagem não encontrada.');
  const [, name = '', extension] = match;
  const { catalog } = await store.getActive();
  const geometry = findLineGeometry(catalog, kind, name);
  if (!geometry) throw notFound('Imagem não encontrada.');
  if (extension === 'jpg') {
    return { kind: 'MOVED', location: `/assets/images/${folder}/${encodeURIComponent(name)}.svg` };
  }
  const svg = drawLineIllustration(geometry);
  const etag = `"${createHash('sha256').update(svg).digest('base64url').slice(0, 27)}"`;
  return { kind: 'SVG', svg, etag };
}
