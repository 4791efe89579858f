import type { ESLint, Rule } from 'eslint';

export declare const ROOT: string;
/** Schema file (in server/db/schema/) → the module that owns and writes its tables. */
export declare const TABLE_OWNERS: Readonly<Record<string, string>>;
export declare const importsRule: Rule.RuleModule;
export declare const nym: ESLint.Plugin;
