export * from './auth';
export * from './companies';
export * from './consents';
export * from './invitations';
export * from './platform';
