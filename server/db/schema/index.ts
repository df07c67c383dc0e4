export * from './auth';
export * from './companies';
export * from './invitations';
export * from './platform';
