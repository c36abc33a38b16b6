/**
 * What the public forms show, without what checks them: their labels and choices, the limits and
 * rules their fields follow, the contact facts beside them. No zod: a page draws its form with this
 * at once, and loads the checks ('@storefront/types/forms', the schemas and zod) once the form works
 * (docs/product.md#forms).
 */
export * from './contact';
export * from './labels';
export * from './mail-pages';
export * from './rules';
