/**
 * The whole domain of DESIGN §6, one file per area. Money and bonuses are integer kopecks (1 bonus = 1 ₽ = 100).
 * Later issues add columns; they do not redo tables. drizzle-kit reads this module to generate migrations.
 */
export * from './schema/identity';
export * from './schema/showcases';
export * from './schema/catalog';
export * from './schema/shopping';
export * from './schema/orders';
export * from './schema/account';
export * from './schema/bonuses';
export * from './schema/money';
export * from './schema/delivery';
