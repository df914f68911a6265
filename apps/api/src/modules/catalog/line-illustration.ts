import type { CatalogItemKind } from '@camara-fria/domain';

/**
 * Our own drawing of a product line (docs/decisions/028-line-illustrations.md): a flat SVG built
 * from the geometry of a typical model of the line, so every line has an image without any
 * third-party artwork. Pure: the same geometry always gives the same text.
 */
export type LineGeometry = {
  kind: CatalogItemKind;
  /** The line's code as the catalogue writes it (`FXB+`, `US 23 66 HP`). */
  lineCode: string;
  /** Fans of the typical model (0 on a compressor unit). */
  fanCount: number;
  /** mm. */
  fanDiameterMm: number;
  /** Casing, mm. */
  lengthMm: number;
  heightMm: number;
  /** Compressors of a unit (1 on evaporators and condensers, which draw none). */
  compressorCount: number;
};

/** pt-BR name of each kind, as the alt texts of the web app write it. */
export const LINE_KIND_LABELS: Record<CatalogItemKind, string> = {
  EVAPORATOR: 'Evaporador',
  CONDENSING_UNIT: 'Unidade condensadora',
  COMPRESSOR_UNIT: 'Unidade de compressão',
  REMOTE_CONDENSER: 'Condensador remoto',
};

const WIDTH = 480;
const HEIGHT = 300;
const STROKE = '#1f3b57';
const CASING = '#e9eef3';
const ACCENT = '#2f6fa3';

function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

const round = (value: number) => Math.round(value * 10) / 10;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** A fan seen from the front: guard ring, hub and three blades. */
function drawFan(cx: number, cy: number, r: number): string {
  const blades = [0, 120, 240]
    .map((angle) => {
      const radians = (angle * Math.PI) / 180;
      const x = round(cx + Math.cos(radians) * r * 0.8);
      const y = round(cy + Math.sin(radians) * r * 0.8);
      return `<line x1="${round(cx)}" y1="${round(cy)}" x2="${x}" y2="${y}" stroke-width="${round(r / 5)}" stroke-linecap="round"/>`;
    })
    .join('');
  return (
    `<g class="fan" stroke="${ACCENT}" fill="none">` +
    `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r)}" stroke-width="3" fill="#ffffff"/>` +
    blades +
    `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r / 6)}" fill="${ACCENT}"/></g>`
  );
}

/** Fans in a row centred in a box; the radius follows the diameter but always fits. */
function drawFanRow(
  geometry: LineGeometry,
  box: { x: number; y: number; width: number; height: number },
): string {
  const count = clamp(Math.round(geometry.fanCount), 1, 8);
  const pitch = box.width / count;
  const fitted = Math.min(pitch, box.height) / 2 - 6;
  const scaled = (geometry.fanDiameterMm / 800) * (box.height / 2);
  const r = clamp(scaled, fitted * 0.55, fitted);
  return Array.from({ length: count }, (_, index) =>
    drawFan(box.x + pitch * (index + 0.5), box.y + box.height / 2, r),
  ).join('');
}

/** A hermetic/scroll/semi-hermetic compressor as a dome on feet. */
function drawCompressor(x: number, y: number, width: number, height: number): string {
  return (
    `<g class="compressor" stroke="${STROKE}" stroke-width="2">` +
    `<rect x="${round(x)}" y="${round(y + height * 0.25)}" width="${round(width)}" height="${round(height * 0.75)}" rx="${round(width / 6)}" fill="#9fb3c8"/>` +
    `<ellipse cx="${round(x + width / 2)}" cy="${round(y + height * 0.25)}" rx="${round(width / 2)}" ry="${round(height * 0.25)}" fill="#b8c8d8"/>` +
    `<line x1="${round(x + width * 0.3)}" y1="${round(y + height * 0.05)}" x2="${round(x + width * 0.3)}" y2="${round(y - height * 0.12)}"/>` +
    `</g>`
  );
}

/** Casing width in the picture: longer models draw wider, within the frame. */
function casingWidth(geometry: LineGeometry, min: number, max: number, perFan: number): number {
  const byFans = Math.max(1, geometry.fanCount) * perFan;
  const byLength = geometry.lengthMm / 8;
  return clamp(Math.max(byFans, byLength), min, max);
}

function drawEvaporator(geometry: LineGeometry): string {
  const width = casingWidth(geometry, 200, 440, 110);
  const height = clamp(geometry.heightMm / 3.5, 110, 170);
  const x = (WIDTH - width) / 2;
  const y = 40;
  const fins = Array.from({ length: 9 }, (_, index) => {
    const fx = round(x + 8 + index * 3);
    return `<line x1="${fx}" y1="${y + 12}" x2="${fx}" y2="${round(y + height - 12)}"/>`;
  }).join('');
  return (
    `<line x1="10" y1="24" x2="${WIDTH - 10}" y2="24" stroke="${STROKE}" stroke-width="4"/>` +
    `<g stroke="${STROKE}" stroke-width="3"><line x1="${round(x + 20)}" y1="24" x2="${round(x + 20)}" y2="${y}"/>` +
    `<line x1="${round(x + width - 20)}" y1="24" x2="${round(x + width - 20)}" y2="${y}"/></g>` +
    `<rect class="casing" x="${round(x)}" y="${y}" width="${round(width)}" height="${round(height)}" rx="8" fill="${CASING}" stroke="${STROKE}" stroke-width="3"/>` +
    `<g stroke="#8aa0b6" stroke-width="1">${fins}</g>` +
    drawFanRow(geometry, { x: x + 40, y: y + 6, width: width - 50, height: height - 12 }) +
    `<path d="M${round(x + 6)} ${round(y + height)} h${round(width - 12)} l-10 14 h-${round(width - 32)} z" fill="#c9d6e2" stroke="${STROKE}" stroke-width="2"/>`
  );
}

function drawCondensingUnit(geometry: LineGeometry): string {
  const width = casingWidth(geometry, 280, 440, 150);
  const height = clamp(geometry.heightMm / 5, 150, 210);
  const x = (WIDTH - width) / 2;
  const y = HEIGHT - 40 - height;
  const coilWidth = width * 0.66;
  return (
    `<rect class="casing" x="${round(x)}" y="${round(y)}" width="${round(width)}" height="${round(height)}" rx="6" fill="${CASING}" stroke="${STROKE}" stroke-width="3"/>` +
    `<line x1="${round(x + coilWidth)}" y1="${round(y)}" x2="${round(x + coilWidth)}" y2="${round(y + height)}" stroke="${STROKE}" stroke-width="2"/>` +
    drawFanRow(geometry, { x: x + 6, y: y + 6, width: coilWidth - 12, height: height - 12 }) +
    drawCompressor(x + coilWidth + 16, y + height * 0.45, width - coilWidth - 32, height * 0.45) +
    `<rect x="${round(x + 10)}" y="${round(y + height)}" width="${round(width - 20)}" height="10" fill="${STROKE}"/>`
  );
}

function drawCompressorUnit(geometry: LineGeometry): string {
  const count = clamp(Math.round(geometry.compressorCount), 1, 6);
  const width = clamp(120 + count * 70, 220, 440);
  const x = (WIDTH - width) / 2;
  const baseY = HEIGHT - 60;
  const pitch = (width - 40) / count;
  const compressors = Array.from({ length: count }, (_, index) =>
    drawCompressor(x + 20 + pitch * index + pitch * 0.15, baseY - 110, pitch * 0.7, 110),
  ).join('');
  return (
    `<rect class="casing" x="${round(x)}" y="${baseY - 150}" width="${round(width)}" height="20" rx="4" fill="${CASING}" stroke="${STROKE}" stroke-width="2"/>` +
    compressors +
    `<rect x="${round(x)}" y="${baseY}" width="${round(width)}" height="16" fill="${STROKE}"/>` +
    `<g stroke="${STROKE}" stroke-width="4"><line x1="${round(x + 6)}" y1="${baseY - 130}" x2="${round(x + 6)}" y2="${baseY}"/>` +
    `<line x1="${round(x + width - 6)}" y1="${baseY - 130}" x2="${round(x + width - 6)}" y2="${baseY}"/></g>`
  );
}

function drawRemoteCondenser(geometry: LineGeometry): string {
  const width = casingWidth(geometry, 260, 450, 100);
  const height = 120;
  const x = (WIDTH - width) / 2;
  const y = 70;
  return (
    `<rect class="casing" x="${round(x)}" y="${y}" width="${round(width)}" height="${height}" rx="6" fill="${CASING}" stroke="${STROKE}" stroke-width="3"/>` +
    drawFanRow(geometry, { x: x + 8, y: y + 6, width: width - 16, height: height - 12 }) +
    `<g stroke="${STROKE}" stroke-width="5"><line x1="${round(x + 20)}" y1="${y + height}" x2="${round(x + 20)}" y2="${HEIGHT - 30}"/>` +
    `<line x1="${round(x + width - 20)}" y1="${y + height}" x2="${round(x + width - 20)}" y2="${HEIGHT - 30}"/></g>`
  );
}

const DRAWERS: Record<CatalogItemKind, (geometry: LineGeometry) => string> = {
  EVAPORATOR: drawEvaporator,
  CONDENSING_UNIT: drawCondensingUnit,
  COMPRESSOR_UNIT: drawCompressorUnit,
  REMOTE_CONDENSER: drawRemoteCondenser,
};

/** The alt text of a line's image, e.g. 'Evaporador linha FXB+'. */
export function describeLine(kind: CatalogItemKind, lineCode: string): string {
  return `${LINE_KIND_LABELS[kind]} linha ${lineCode}`;
}

/**
 * The SVG document of a line: casing, fans (count and relative size of the typical model),
 * compressor(s) of units, a caption with the line code.
 * @example drawLineIllustration({ kind: 'EVAPORATOR', lineCode: 'FXB+', fanCount: 2, fanDiameterMm: 450, lengthMm: 1600, heightMm: 480, compressorCount: 1 }).startsWith('<svg') // => true
 */
export function drawLineIllustration(geometry: LineGeometry): string {
  const title = escapeXml(describeLine(geometry.kind, geometry.lineCode));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img" aria-labelledby="t">` +
    `<title id="t">${title}</title>` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#f8fafc"/>` +
    DRAWERS[geometry.kind](geometry) +
    `<text x="${WIDTH - 12}" y="${HEIGHT - 10}" text-anchor="end" font-family="sans-serif" font-size="16" font-weight="700" fill="${STROKE}">${escapeXml(geometry.lineCode)}</text>` +
    `</svg>`
  );
}
