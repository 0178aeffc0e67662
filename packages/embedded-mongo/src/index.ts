export { startEmbeddedMongo } from './server';
export type { EmbeddedMongo, EmbeddedMongoOptions } from './server';
export { spawnEmbeddedMongo } from './child';
export type { StoreProcess, StoreProcessOptions } from './child';
export { dump, restore, bsonDocuments } from './backup';
