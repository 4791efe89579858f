import type { ESLint, Rule } from 'eslint';

export declare const ROOT: string;
export declare const importsRule: Rule.RuleModule;
export declare const nym: ESLint.Plugin;
