import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import {
  escapeText,
  foldLine,
  joinContentLines,
  textProperty,
  valueProperty,
} from '../../src/integrations/ical/content-lines.ts'

// The reading side is ical.js, the parser the channel import uses (feed-parse.ts): what we write must
// come back from it as the text we were given.
const unfold = (text: string) => text.replaceAll(/\r\n[ \t]/g, '')
const unescapeText = (value: string): string => ICAL.design.icalendar.value.text.fromICAL(value)
const octets = (line: string) => Buffer.byteLength(line)

describe('escaping a TEXT value (RFC 5545 §3.3.11)', () => {
  it('writes the multi-line example of §3.3.11 with \\n', () => {
    const value = 'Project XYZ Final Review\nConference Room - 3B\nCome Prepared.'
    expect(escapeText(value)).toBe('Project XYZ Final Review\\nConference Room - 3B\\nCome Prepared.')
  })

  it('escapes the comma of the LOCATION example of §3.8.1.7', () => {
    expect(textProperty('LOCATION', 'Conference Room - F123, Bldg. 002')).toBe(
      'LOCATION:Conference Room - F123\\, Bldg. 002',
    )
  })

  it('escapes a backslash, a semicolon and a comma, the backslash first', () => {
    expect(escapeText('C:\\temp; a, b \\n')).toBe('C:\\\\temp\\; a\\, b \\\\n')
  })

  it('writes CRLF, a lone LF and a lone CR each as one \\n', () => {
    expect(escapeText('a\r\nb\nc\rd\r\n\r\ne')).toBe('a\\nb\\nc\\nd\\n\\ne')
  })

  it('drops the other control characters and keeps a tab (§3.1 TSAFE-CHAR)', () => {
    expect(escapeText('a\u0000b\u0007c\u001bd\u007fe\tf')).toBe('abcde\tf')
  })

  it('leaves a colon, quotes and letters as they are', () => {
    expect(escapeText('Penzion "U Lípy": pokoj č. 1')).toBe('Penzion "U Lípy": pokoj č. 1')
  })

  it('reads back as the text it was (line breaks as LF) through the importer’s parser', () => {
    const text = 'Firma\r\nBEGIN:VEVENT\r\nSUMMARY:INJECTED\r\nEND:VEVENT; a, b \\ c\rd\te'
    expect(unescapeText(escapeText(text))).toBe(text.replaceAll(/\r\n|\r/g, '\n'))
  })
})

describe('folding a content line (RFC 5545 §3.1)', () => {
  it('unfolds the example of §3.1 to its one long line, as ical.js does', () => {
    const folded = 'DESCRIPTION:This is a lo\r\n ng description\r\n  that exists on a long line.'
    expect(unfold(folded)).toBe('DESCRIPTION:This is a long description that exists on a long line.')
    const calendar = joinContentLines(['BEGIN:VCALENDAR', 'VERSION:2.0', folded, 'END:VCALENDAR'])
    expect(new ICAL.Component(ICAL.parse(calendar)).getFirstPropertyValue('description')).toBe(
      'This is a long description that exists on a long line.',
    )
  })

  it('leaves a line of 75 octets whole and folds one of 76 after 75', () => {
    const exact = `SUMMARY:${'x'.repeat(67)}`
    expect(octets(exact)).toBe(75)
    expect(foldLine(exact)).toBe(exact)
    expect(foldLine(`${exact}y`)).toBe(`${exact}\r\n y`)
  })

  it('counts the leading space of a continuation line towards its 75 octets', () => {
    const lines = foldLine(`SUMMARY:${'x'.repeat(300)}`).split('\r\n')
    expect(lines.map(octets)).toEqual([75, 75, 75, 75, 12])
    expect(lines.slice(1).every((line) => line.startsWith(' ') && !line.startsWith('  '))).toBe(true)
  })

  it('never splits a letter of two, three or four octets', () => {
    for (const letter of ['ř', '–', '€', '😀']) {
      const line = `X-WR-CALNAME:${letter.repeat(100)}`
      const lines = foldLine(line).split('\r\n')
      for (const part of lines) {
        expect(octets(part)).toBeLessThanOrEqual(75)
        // a part cut inside a character would not survive a UTF-8 round trip
        expect(Buffer.from(part, 'utf8').toString('utf8')).toBe(part)
        expect(part).not.toMatch(/[\uD800-\uDBFF]$/)
      }
      expect(unfold(foldLine(line))).toBe(line)
    }
  })

  it('folds a long escaped name so that unfolding and unescaping give it back', () => {
    const name = `Firma\r\nBEGIN:VEVENT; a, b \\ ${'Žluťoučký kůň úpěl ďábelské ódy, '.repeat(6)}`
    const lines = textProperty('X-WR-CALNAME', name).split('\r\n')
    expect(lines.every((line) => octets(line) <= 75)).toBe(true)
    expect(lines.filter((line) => !line.startsWith(' '))).toHaveLength(1)
    const value = unfold(lines.join('\r\n')).slice('X-WR-CALNAME:'.length)
    expect(unescapeText(value)).toBe(name.replaceAll('\r\n', '\n'))
  })
})

describe('the rest of a calendar', () => {
  it('ends every line with CRLF, the last one too', () => {
    expect(joinContentLines(['BEGIN:VCALENDAR', 'END:VCALENDAR'])).toBe('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n')
  })

  it('refuses a control character in a value that is not text', () => {
    expect(valueProperty('DTSTART;VALUE=DATE', '20261218')).toBe('DTSTART;VALUE=DATE:20261218')
    expect(() => valueProperty('DTSTART;VALUE=DATE', '20261218\r\nSUMMARY:x')).toThrow(RangeError)
  })
})
