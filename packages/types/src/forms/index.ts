export * from './contact';
export * from './rules';
export * from './schemas';
export * from './validate';
