/**
 * Conform's `parseWithZod` (@conform-to/zod/v4, MIT, © Edmund Hung) built on zod/mini, for
 * the browser. The library's version wraps the schema with its form-value coercion made of
 * classic zod (`import { pipe, transform, … } from 'zod/v4'`), which brings all of classic
 * zod (~30 KB gzip) into every form's client bundle although our schemas are zod/mini. This
 * is the same parse and the same coercion (validation mode only: what parseWithZod uses),
 * with zod/mini's pipe, transform, optional and lazy. The server actions keep the library's
 * function; parseWithZodMini.test.ts checks both give the same submissions.
 */
import { parse, type Submission } from '@conform-to/react';
import * as z from 'zod/mini';
import type * as core from 'zod/v4/core';

type Schema = core.$ZodType;
type Def = core.$ZodTypeDef & Record<string, unknown>;
type Coercion = (value: unknown) => unknown;

/** A schema's definition, read as a plain record (its fields depend on its type). */
const defOf = (type: Schema) => type._zod.def as Def;
/** A new schema of the same class as `type`, from a changed definition. */
const rebuild = (type: Schema, def: Record<string, unknown>): Schema => new type._zod.constr(def);

const stripEmptyString = (value: string) => (value === '' ? undefined : value);

function coerceFile(file: unknown): unknown {
  return typeof File !== 'undefined' && file instanceof File && file.name === '' && file.size === 0 ? undefined : file;
}

const coerceString = (value: unknown, fn: (text: string) => unknown) => (typeof value === 'string' ? fn(value) : value);

/** Empty → undefined; else converted, or left as the stripped text when it does not convert. */
function validationCoercion(convert: (text: string) => unknown): Coercion {
  return (value) =>
    coerceString(value, (text) => {
      const stripped = stripEmptyString(text);
      if (stripped === undefined) return undefined;
      try {
        return convert(stripped);
      } catch {
        return stripped;
      }
    });
}

const coercions = {
  string: (value: unknown) => coerceString(value, stripEmptyString),
  file: coerceFile,
  number: validationCoercion((text) => (text.trim() === '' ? NaN : Number(text))),
  boolean: validationCoercion((text) => {
    if (text === 'on') return true;
    throw new Error('Not a boolean');
  }),
  date: validationCoercion((text) => {
    const date = new Date(text);
    if (isNaN(date.getTime())) throw new Error('Invalid date');
    return date;
  }),
  bigint: validationCoercion((text) => {
    if (text.trim() === '') throw new Error('Empty bigint');
    return BigInt(text);
  }),
};

function selectCoercion(type: Schema): Coercion | undefined {
  const def = defOf(type);
  switch (def.type) {
    case 'string':
    case 'enum':
      return coercions.string;
    case 'literal': {
      const literal: unknown = [...(def.values as Set<unknown>)][0];
      if (typeof literal === 'number') return coercions.number;
      if (typeof literal === 'boolean') return coercions.boolean;
      if (typeof literal === 'bigint') return coercions.bigint;
      return coercions.string;
    }
    case 'file':
    case 'number':
    case 'boolean':
    case 'date':
    case 'bigint':
      return coercions[def.type];
    default:
      return undefined;
  }
}

const stripEmptyValue: Coercion = (value) => coerceFile(coerceString(value, stripEmptyString));

function pipeWithOptionality(coercion: Coercion, target: Schema): Schema {
  const schema = z.pipe(z.transform(coercion), target as z.ZodMiniType) as Schema;
  if (target._zod.optin) schema._zod.optin = target._zod.optin;
  if (target._zod.optout) schema._zod.optout = target._zod.optout;
  return schema;
}

function materializesMissingValue(type: Schema): boolean {
  const def = defOf(type);
  switch (def.type) {
    case 'optional':
    case 'nonoptional':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'nullable':
    case 'readonly':
      return materializesMissingValue(def.innerType as Schema);
    case 'pipe': {
      const pipe = def as unknown as { in: Schema; out: Schema };
      return materializesMissingValue(defOf(pipe.in).type === 'transform' ? pipe.out : pipe.in);
    }
    default:
      return def.type === 'array' || def.type === 'object';
  }
}

/** The same schema, marked as accepting a missing value (an object's key). */
function withOptionalInput(type: Schema): Schema {
  const schema = Object.create(Object.getPrototypeOf(type) as object) as Schema;
  const { _zod: _internals, ...descriptors } = Object.getOwnPropertyDescriptors(type);
  Object.defineProperties(schema, descriptors);
  Object.defineProperty(schema, '_zod', { value: Object.create(type._zod, { optin: { value: 'optional' } }) });
  return schema;
}

interface CoerceState {
  resolved: Map<Schema, Schema>;
  resolving: Set<Schema>;
}

function coerceShape(shape: Record<string, Schema>, state: CoerceState) {
  return Object.fromEntries(
    Object.entries(shape).map(([key, entry]) => {
      const schema = coerceType(entry, state);
      return [
        key,
        entry._zod.optin !== 'optional' && materializesMissingValue(entry) ? withOptionalInput(schema) : schema,
      ];
    }),
  );
}

const emptyObjectWhenMissing: Coercion = (value) => (value === undefined ? {} : value);

/** The schema rebuilt with steps that strip empty values and coerce text to the expected type. */
function coerceType(type: Schema, state: CoerceState): Schema {
  const known = state.resolved.get(type);
  if (known) return known;
  // A recursive schema (getter-based) re-enters: defer the inner call to parse time.
  if (state.resolving.has(type)) return z.lazy(() => coerceType(type, state) as z.ZodMiniType) as Schema;
  state.resolving.add(type);
  const def = defOf(type);
  const coercion = selectCoercion(type);
  const inner = () => coerceType(def.innerType as Schema, state);
  let schema: Schema = type;
  if (coercion) {
    schema = pipeWithOptionality(coercion, type);
  } else if (def.type === 'array') {
    schema = pipeWithOptionality(
      (value) => {
        if (Array.isArray(value)) return value;
        if (value === undefined || stripEmptyValue(value) === undefined) return [];
        return [value];
      },
      rebuild(type, { ...def, element: coerceType(def.element as Schema, state) }),
    );
  } else if (def.type === 'object') {
    schema = pipeWithOptionality(
      emptyObjectWhenMissing,
      rebuild(type, { ...def, shape: coerceShape(def.shape as Record<string, Schema>, state) }),
    );
  } else if (def.type === 'optional' || def.type === 'nonoptional') {
    schema = pipeWithOptionality(stripEmptyValue, rebuild(type, { ...def, innerType: inner() }));
  } else if (def.type === 'default' || def.type === 'prefault') {
    // The empty string that IS the default is not stripped.
    const innerType = def.defaultValue !== '' ? inner() : (def.innerType as Schema);
    schema = pipeWithOptionality(stripEmptyValue, rebuild(type, { ...def, innerType }));
  } else if (def.type === 'catch' || def.type === 'nullable' || def.type === 'readonly') {
    schema = rebuild(type, { ...def, innerType: inner() });
  } else if (def.type === 'intersection') {
    schema = rebuild(type, {
      ...def,
      left: coerceType(def.left as Schema, state),
      right: coerceType(def.right as Schema, state),
    });
  } else if (def.type === 'union' && [...type._zod.traits][0]?.includes('DiscriminatedUnion')) {
    schema = z.pipe(
      z.transform(emptyObjectWhenMissing),
      rebuild(type, {
        ...def,
        options: (def.options as Schema[]).map((option) => {
          const optionDef = defOf(option);
          const rebuilt =
            optionDef.type === 'object' ?
              rebuild(option, { ...optionDef, shape: coerceShape(optionDef.shape as Record<string, Schema>, state) })
            : coerceType(option, state);
          // The discriminator's values are read from the original object (a rebuilt one lacks them).
          const internals = rebuilt._zod as unknown as Record<string, unknown>;
          const original = option._zod as unknown as Record<string, unknown>;
          internals.propValues = original.propValues;
          internals.disc = original.disc;
          return rebuilt;
        }),
      }) as z.ZodMiniType,
    ) as Schema;
  } else if (def.type === 'union') {
    schema = rebuild(type, { ...def, options: (def.options as Schema[]).map((option) => coerceType(option, state)) });
  } else if (def.type === 'tuple') {
    schema = rebuild(type, { ...def, items: (def.items as Schema[]).map((item) => coerceType(item, state)) });
  } else if (def.type === 'pipe') {
    schema = rebuild(type, {
      ...def,
      in: coerceType(def.in as Schema, state),
      out: coerceType(def.out as Schema, state),
    });
  } else if (def.type === 'lazy') {
    const lazyInner = (def.getter as () => Schema)();
    schema = z.lazy(() => coerceType(lazyInner, state) as z.ZodMiniType) as Schema;
  }
  state.resolving.delete(type);
  if (schema !== type) state.resolved.set(type, schema);
  return schema;
}

const coerced = new WeakMap<Schema, Schema>();

/** The schema with Conform's form-value coercion (cached per schema, like the library's). */
export function coerceFormValue(type: Schema): Schema {
  let schema = coerced.get(type);
  if (!schema) {
    schema = coerceType(type, { resolved: new Map(), resolving: new Set() });
    coerced.set(type, schema);
  }
  return schema;
}

/** A form name from an issue's path, as Conform writes it: `a.b[0].c`. */
function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((name, segment) => {
    if (typeof segment === 'symbol') throw new Error('Symbol paths are not supported in form schemas.');
    if (segment === '') return `${name}[]`;
    if (typeof segment === 'number') return `${name}[${segment}]`;
    return name ? `${name}.${segment}` : segment;
  }, '');
}

/** Conform's sentinel messages (conformZodMessage of @conform-to/zod). */
const VALIDATION_SKIPPED = '__skipped__';
const VALIDATION_UNDEFINED = '__undefined__';

function errorsOf(issues: readonly core.$ZodIssue[]): Record<string, string[] | null> | null {
  const result: Record<string, core.$ZodIssue[] | null> = {};
  for (const issue of issues) {
    const name = formatPath(issue.path);
    if (issue.message === VALIDATION_UNDEFINED) return null;
    if (issue.message === VALIDATION_SKIPPED) {
      result[name] = null;
      continue;
    }
    const known = result[name];
    if (known !== null) result[name] = known ? [...known, issue] : [issue];
  }
  return Object.fromEntries(
    Object.entries(result).map(([name, list]) => [name, list ? list.map((issue) => issue.message) : null]),
  );
}

/** parseWithZod of @conform-to/zod/v4 (synchronous, messages as the form's errors). */
export function parseWithZodMini<Schema extends core.$ZodType>(
  payload: FormData | URLSearchParams,
  options: { schema: Schema },
): Submission<core.input<Schema>, string[], core.output<Schema>> {
  return parse(payload, {
    resolve(value) {
      const result = z.safeParse(coerceFormValue(options.schema) as z.ZodMiniType, value);
      // null errors: Conform's "validation undefined" (a sentinel message asked for it).
      return result.success ? { value: result.data as core.output<Schema> } : { error: errorsOf(result.error.issues) };
    },
  }) as Submission<core.input<Schema>, string[], core.output<Schema>>;
}
