export const COPYRIGHT_NEAR = /©|copyright|all rights reserved/i;
