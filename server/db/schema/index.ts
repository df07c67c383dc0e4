export * from './absences';
export * from './auth';
export * from './companies';
export * from './holidays';
export * from './platform';
