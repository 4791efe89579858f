import { text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

// Column definitions the tables share. Each call makes a new column builder, so a table may use one twice.

/** A moment, with its time zone: every timestamp column. */
export const instant = <N extends string>(name: N) => timestamp(name, { withTimezone: true });

/** The row's key: a random UUID. */
export const uuidKey = () => uuid('id').primaryKey().defaultRandom();

/** When the row was created and last changed. */
export const timestamps = {
  createdAt: instant('created_at').notNull().defaultNow(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
};

/** The row this one belongs to, by its UUID key: always set, and deleting it deletes this row. */
export const belongsTo = <N extends string>(name: N, parent: () => AnyPgColumn) =>
  uuid(name).notNull().references(parent, { onDelete: 'cascade' });

/** The account this row belongs to (`users.id` is text): always set, and deleting the account deletes the row. */
export const belongsToAccount = <N extends string>(name: N, user: () => AnyPgColumn) =>
  text(name).notNull().references(user, { onDelete: 'cascade' });
