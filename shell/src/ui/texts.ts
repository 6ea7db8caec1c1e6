/**
 * A catalogue lookup as the frame's views use it: react-i18next's `t` in the shell, the server's own lookup
 * of the same `common` catalogue when it draws the home frame (tools/site/src/home-frame).
 */
export type Texts = (key: string, values?: Record<string, string | number>) => string;
