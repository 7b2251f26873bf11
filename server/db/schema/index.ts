export * from './account';
export * from './organization';
export * from './platform';
export * from './billing';
export * from './wallet';
export * from './files';
export * from './organization-admin';
export * from './employees';
