export const PLAN_WINDOW = 80;
