export * from './absences';
export * from './auth';
export * from './companies';
export * from './consents';
export * from './holidays';
export * from './invitations';
export * from './platform';
export * from './time-entries';
