/**
 * Quoting of text for the shells and files that take a copied or printed
 * secret. Each gives back one literal word whatever the text holds; the tests
 * check them with the real shells.
 */
import { CONTROL_CHARACTERS } from './controlCharacters'

/** POSIX sh, bash, zsh: single quotes; ' itself is closed, escaped, reopened. */
export const shellQuote = (text: string): string => `'${text.replace(/'/g, `'\\''`)}'`

/** A word as a POSIX shell reads it back, quoted only when it must be (for a line a person reads). */
export const shellWord = (text: string): string =>
  /^[\w@%+=:,./-]+$/.test(text) ? text : shellQuote(text)

/** fish: inside single quotes only \\ and \' are special. */
export const fishQuote = (text: string): string => `'${text.replace(/[\\']/g, '\\$&')}'`

/** PowerShell: single quotes, '' stands for one quote (and so do the typographic ones). */
export const powershellQuote = (text: string): string =>
  `'${text.replace(/['\u2018\u2019\u201a\u201b]/g, '$&$&')}'`

/**
 * .env files, whose readers disagree on escapes: dotenv (npm, Node's
 * --env-file) keeps backslashes and expands \n in double quotes, docker
 * compose expands $ outside single quotes, python-dotenv unescapes \\ and \'
 * in single quotes. So: double quotes when the text has none of " \ $ `,
 * else single quotes when it has no ' or \, else backticks (dotenv only)
 * when it has none, else escaped double quotes (compose, python-dotenv).
 */
export function dotenvQuote(text: string): string {
  // A line break (or any control character) must never end the line: a
  // line-based reader would take what follows as a variable of its own.
  if (CONTROL_CHARACTERS.test(text)) return escapedDotenv(text)
  if (!/["\\$`]/.test(text)) return `"${text}"`
  if (!/['\\]/.test(text)) return `'${text}'`
  if (!text.includes('`')) return `\`${text}\``
  return `"${text.replace(/[\\"$`]/g, '\\$&')}"`
}

/**
 * Double quotes with \n and \r written as escapes, which dotenv, compose and
 * python-dotenv all expand there; other control characters as \uXXXX text
 * (no reader agrees on an escape for them, and none is ever in a token).
 */
const escapedDotenv = (text: string): string =>
  `"${text
    .replace(/[\\"$`]/g, '\\$&')
    .replace(/\n/g, '\\n')
    .replace(/\r/g, '\\r')
    .replace(
      new RegExp(CONTROL_CHARACTERS.source, 'g'),
      (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
    )}"`
