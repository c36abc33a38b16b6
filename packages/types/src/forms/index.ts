export * from './contact';
export * from './rules';
export * from './schemas';
export * from './validate';
export * from './account';
export * from './enquiry';
export * from './endpoints';
export * from './staff';
