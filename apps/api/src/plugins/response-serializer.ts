import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { $ZodType } from 'zod/v4/core';

type RouteSchema = Parameters<FastifySerializerCompiler<unknown>>[0];

/** The zod schema of a response, as fastify-type-provider-zod finds it. */
function zodSchemaOf(schema: unknown): z.ZodType | undefined {
  if (schema instanceof $ZodType) return schema as z.ZodType;
  if (schema && typeof schema === 'object' && 'properties' in schema) {
    const inner = schema.properties;
    if (inner instanceof $ZodType) return inner as z.ZodType;
  }
  return undefined;
}

/**
 * The answer's JSON written by a function compiled once from its schema (fast-json-stringify,
 * from the zod schema's JSON Schema), instead of the whole answer validated with zod and then
 * stringified on every request (docs/decisions, API throughput). Like zod's parse, the compiled
 * writer writes only the properties the schema declares, so nothing undeclared leaks out.
 *
 * What the compiled writer does not do is refuse a wrong answer: `crossCheck` (the API tests run
 * with it) also runs zod's serializer on every answer and throws when it refuses the answer or
 * when the two JSON texts differ in anything but the order of keys, so every answer the tests
 * see is proved to be what zod would have sent. A schema with no JSON Schema form (a transform
 * on the way out) keeps zod's serializer. Each writer is compiled on its first answer, so that
 * the many error answers never sent cost neither start-up time nor memory.
 */
export function createResponseSerializerCompiler(options: {
  crossCheck: boolean;
}): FastifySerializerCompiler<unknown> {
  return (route: RouteSchema) => {
    let serialize: ((data: unknown) => string) | undefined;
    return (data) => {
      serialize ??= compile(route, options.crossCheck);
      return serialize(data);
    };
  };
}

/**
 * zod's output JSON Schema closes every object (`additionalProperties: false`), and
 * fast-json-stringify checks the branches of a union (`anyOf`) with that schema: an answer object
 * carrying one property more than declared would match no branch and fail. Opened here: the
 * writer still writes only the declared properties.
 */
function openObjects(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) openObjects(item);
  } else if (node && typeof node === 'object') {
    const record = node as Record<string, unknown>;
    if (record.additionalProperties === false) delete record.additionalProperties;
    for (const value of Object.values(record)) openObjects(value);
  }
}

function compile(route: RouteSchema, crossCheck: boolean): (data: unknown) => string {
  const validated = (
    zodSerializerCompiler as unknown as (route: RouteSchema) => (data: unknown) => string
  )(route);
  const schema = zodSchemaOf(route.schema);
  if (!schema) return validated;
  let compiled: (data: unknown) => string;
  try {
    const jsonSchema = z.toJSONSchema(schema, {
      io: 'output',
      target: 'draft-7',
      unrepresentable: 'throw',
      reused: 'inline',
    });
    openObjects(jsonSchema);
    compiled = fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
  } catch {
    return validated;
  }
  if (!crossCheck) return compiled;
  return (data) => {
    const expected = validated(data);
    const written = compiled(data);
    if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
      throw new Error(
        `compiled serializer of ${route.method} ${route.url} (${String(route.httpStatus)}) differs from zod's:\n${written}\n${expected}`,
      );
    }
    return written;
  };
}
