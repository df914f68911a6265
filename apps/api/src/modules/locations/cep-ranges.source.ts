import fs from 'node:fs';
import path from 'node:path';
import { STATE_CODES, type StateCode } from '@camara-fria/contracts';
import { API_ROOT } from '../../api-root.ts';
import { readMunicipalities } from '../../db/seed-municipalities.ts';
import {
  orderCepRanges,
  type CepRanges,
  type CityCepRange,
  type StateCepRange,
} from './cep-ranges.ts';

const DATA = path.join(API_ROOT, 'data-sources', 'brasil');
const STATE_CSV = path.join(DATA, 'cep_faixas_uf.csv');
const CITY_CSV = path.join(DATA, 'cep_faixas_localidades.csv');

/** The rows of a small CSV without quoted commas, header dropped, each as its columns. */
function readRows(file: string): string[][] {
  return fs
    .readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split(','));
}

function toCep(value: string | undefined, line: readonly string[]): number {
  if (!value || !/^\d{8}$/.test(value)) throw new Error(`not a CEP in "${line.join(',')}"`);
  return Number(value);
}

function toState(value: string | undefined, line: readonly string[]): StateCode {
  const uf = STATE_CODES.find((code) => code === value);
  if (!uf) throw new Error(`unknown state in "${line.join(',')}"`);
  return uf;
}

/**
 * Reads the Correios' CEP ranges (data-sources/brasil, docs/decisions/066). A city is named as
 * the municipalities file spells it (by its IBGE code), so the form's city list has it. Throws on
 * a row that is not well formed, a city that is not a municipality of its state, a city range
 * outside its state's ranges, or overlapping ranges.
 */
export function readCepRanges(): CepRanges {
  const states: StateCepRange[] = readRows(STATE_CSV).map((line) => ({
    uf: toState(line[0], line),
    first: toCep(line[1], line),
    last: toCep(line[2], line),
  }));
  const municipalities = new Map(readMunicipalities().map((row) => [row.ibgeCode, row]));
  const cities: CityCepRange[] = readRows(CITY_CSV).map((line) => {
    const uf = toState(line[0], line);
    const municipality = municipalities.get(Number(line[1]));
    if (municipality?.uf !== uf) throw new Error(`unknown municipality in "${line.join(',')}"`);
    const range = {
      uf,
      city: municipality.name,
      first: toCep(line.at(-2), line),
      last: toCep(line.at(-1), line),
    };
    const inState = states.some(
      (state) => state.uf === uf && state.first <= range.first && range.last <= state.last,
    );
    if (!inState) throw new Error(`city range outside its state in "${line.join(',')}"`);
    return range;
  });
  const describe = (range: StateCepRange) => `${range.uf} ${range.first}–${range.last}`;
  return { states: orderCepRanges(states, describe), cities: orderCepRanges(cities, describe) };
}

let loaded: CepRanges | undefined;

/** The CEP ranges, read once per process. */
export function getCepRanges(): CepRanges {
  loaded ??= readCepRanges();
  return loaded;
}
