// pCloud's file hashes (and, in time, ids) exceed 2^53, which JSON.parse would round silently.

// a JSON string (escapes included) or a number; strings come first so digits inside them stay put
const TOKEN = /"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/g

/**
 * JSON.parse that keeps every integer beyond Number.MAX_SAFE_INTEGER as its exact digits (a string);
 * safe integers and fractions stay numbers.
 */
export function parseLosslessJson(text: string): unknown {
  const quoted = text.replace(TOKEN, (token) => {
    if (token.startsWith('"') || !/^-?\d+$/.test(token)) return token
    return Number.isSafeInteger(Number(token)) ? token : `"${token}"`
  })
  return JSON.parse(quoted)
}
