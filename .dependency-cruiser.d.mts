import type { IForbiddenRuleType } from 'dependency-cruiser';

declare const config: { forbidden: IForbiddenRuleType[]; options: Record<string, unknown> };
export default config;
