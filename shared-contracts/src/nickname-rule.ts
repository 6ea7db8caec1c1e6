/**
 * The one nickname rule (issue 26 finding 18), for registration and the profile, on the server and in
 * the forms: 2–20 letters (with their marks), digits, spaces, dots, hyphens or underscores in any
 * script, starting with a letter or digit and not ending in a space. No control, format (bidi) or
 * symbol characters.
 */
export const NICKNAME_PATTERN = /^[\p{L}\p{N}][\p{L}\p{M}\p{N} ._-]{0,18}[\p{L}\p{M}\p{N}._-]$/u;
export const NICKNAME_MAX = 20;

/** Whether a nickname as typed (surrounding spaces are dropped) follows the rule. */
export const isValidNickname = (value: string): boolean => NICKNAME_PATTERN.test(value.trim());
