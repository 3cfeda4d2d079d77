import type * as z from 'zod/mini';

/**
 * A form's validation, loaded on the form's first use rather than with the page: the
 * module that holds its schema (a dynamic import, so zod stays out of the page's first
 * chunks) and how to build the schema for a post from that module. The schema is built
 * at each validation from the form's latest props, only the module is loaded once.
 */
export interface LazySchema {
  load: () => Promise<unknown>;
  schemaFor: (module: unknown, formData: FormData) => z.ZodMiniType;
}

/** Ties a schema module's loader to its use, typed by the module (the form layer sees it erased). */
export function lazySchema<Module>(
  load: () => Promise<Module>,
  schemaFor: (module: Module, formData: FormData) => z.ZodMiniType,
): LazySchema {
  return { load, schemaFor: (module, formData) => schemaFor(module as Module, formData) };
}
