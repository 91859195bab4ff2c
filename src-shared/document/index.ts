export * from './geometry';
export * from './model';
export * from './text';
