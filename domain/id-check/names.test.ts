import { describe, expect, it } from 'vitest';
import { namesMatch, normalizeName } from './names.ts';

const id = (firstName: string, middleName: string, lastName: string) => ({ firstName, middleName, lastName });

const ANA = id('ANA', 'MARIA', 'LOPEZ-GARCIA');
const SEAN = id('SEAN', '', 'OBRIEN');

describe('normalizeName', () => {
  it('lowercases, strips accents and apostrophes, turns the rest to single spaces', () => {
    expect(normalizeName("  Ana María  O'Brien-Núñez ")).toBe('ana maria obrien nunez');
    expect(normalizeName('ŁUKASZ Søren Straße Æsa')).toBe('lukasz soren strasse aesa');
    expect(normalizeName('J.R.  , Smith')).toBe('j r smith');
  });
});

describe('namesMatch', () => {
  it.each([
    ['the same name', ANA, 'Ana Maria Lopez-Garcia'],
    ['another case', ANA, 'ana maria lopez-garcia'],
    ['accents on the order', ANA, 'Ana María López-García'],
    ['accents on the ID', id('JOSÉ', '', 'NÚÑEZ'), 'Jose Nunez'],
    ['letters NFD does not split', id('LUKASZ', '', 'WOJCIK'), 'Łukasz Wójcik'],
    ['the middle name on the ID only', ANA, 'Ana López-García'],
    ['the middle name on the order only', id('ANA', '', 'LOPEZ'), 'Ana María López'],
    ['a middle name placeholder left empty', id('ANA', '', 'LOPEZ'), 'Ana Lopez'],
    ['the middle initial on the order', ANA, 'Ana M. López-García'],
    ['the middle initial without a dot', ANA, 'Ana M López-García'],
    ['the middle initial on the ID', id('ANA', 'M', 'LOPEZ'), 'Ana Maria Lopez'],
    ['two middle names, one given', id('KEVIN', 'PATRICK JAMES', 'OBRIEN'), 'Kevin James OBrien'],
    ['spaces for the hyphen', ANA, 'Ana Lopez Garcia'],
    ['a hyphen for the space', id('ANA', '', 'LOPEZ GARCIA'), 'Ana López-García'],
    ['the compound surname run together', id('ANA', '', 'LOPEZGARCIA'), 'Ana Lopez Garcia'],
    ['the first surname only', ANA, 'Ana Lopez'],
    ['the second surname only', ANA, 'Ana García'],
    ['a hyphenated surname against one part', id('ANA', 'MARIA', 'LOPEZ'), 'Ana Maria López-García'],
    ['a second surname when the ID has no middle name', id('ANA', '', 'LOPEZ'), 'Ana Lopez Garcia'],
    ['an apostrophe on the order', SEAN, "Sean O'Brien"],
    ['a curly apostrophe', SEAN, 'Sean O’Brien'],
    ['an apostrophe on the ID', id('SEAN', '', "O'BRIEN"), 'Sean OBrien'],
    ['a space for the apostrophe', SEAN, 'Sean O Brien'],
    ['a prefix written apart', id('RONALD', '', 'MCDONALD'), 'Ronald Mc Donald'],
    ['extra whitespace', ANA, '   Ana \t Maria   Lopez-Garcia  '],
    ['"Last, First"', ANA, 'LOPEZ GARCIA, ANA'],
    ['"Last, First Middle"', ANA, 'López-García, Ana María'],
    ['"Last, First M."', id('JOHN', 'PAUL', 'SMITH'), 'Smith, John P.'],
    ['a suffix on the order', id('JOHN', '', 'SMITH'), 'John Smith Jr.'],
    ['a suffix after a comma', id('JOHN', '', 'SMITH'), 'John Smith, Jr'],
    ['a suffix on the ID', id('JOHN', '', 'SMITH JR'), 'John Smith'],
    ['a title', ANA, 'Dr. Ana Lopez'],
    ['a first name in two parts', id('MARY ANN', '', 'JONES'), 'Mary Ann Jones'],
    ['a first name hyphenated on the order', id('JEAN LUC', '', 'PICARD'), 'Jean-Luc Picard'],
    ['a first name run together on the ID', id('JEANLUC', '', 'PICARD'), 'Jean-Luc Picard'],
    ['the first part of a two-part first name', id('MARY ANN', '', 'JONES'), 'Mary Jones'],
    ['lowercase ID names with spaces', id('  ana ', ' ', ' lopez  garcia '), 'Ana Lopez Garcia'],
  ])('matches %s', (_, card, recipient) => {
    expect(namesMatch(card, recipient)).toBe(true);
  });

  it.each([
    ['a different first name', ANA, 'Luis Lopez-Garcia'],
    ['a near first name (Ana and Anna are different names)', ANA, 'Anna Lopez-Garcia'],
    ['a nickname', id('ROBERT', '', 'SMITH'), 'Bob Smith'],
    ['a first initial', ANA, 'A. Lopez-Garcia'],
    ['the middle name used as the first', ANA, 'Maria Lopez-Garcia'],
    ['the second part of a two-part first name', id('MARY ANN', '', 'JONES'), 'Ann Jones'],
    ['a different surname', ANA, 'Ana Smith'],
    ['a misspelt surname', ANA, 'Ana Lopes'],
    ['a different hyphenated surname', id('ANA', '', 'LOPEZ'), 'Ana Smith-Jones'],
    ['a different middle name', id('JOHN', 'PAUL', 'SMITH'), 'John Peter Smith'],
    ['a different middle initial', ANA, 'Ana J. Lopez-Garcia'],
    [
      'a surname not on the ID beside a different middle name',
      id('ANA', 'MARIA', 'LOPEZ'),
      'Ana Lopez Perez',
    ],
    ['no surname', ANA, 'Ana'],
    ['no surname, with the middle name', ANA, 'Ana Maria'],
    ['the surname alone', ANA, 'Lopez-Garcia'],
    ['"Last First" with no comma', ANA, 'Lopez Ana'],
    ['a swapped first and last name', id('JAMES', '', 'THOMAS'), 'Thomas James'],
    ['"Last, First" with another first name', ANA, 'Lopez, Luis'],
    ['an empty recipient', ANA, ''],
    ['punctuation only', ANA, ' , - '],
    ['an ID with no first name', id('', '', 'LOPEZ'), 'Ana Lopez'],
    ['an ID with no last name', id('ANA', '', ''), 'Ana Lopez'],
  ])('does not match %s', (_, card, recipient) => {
    expect(namesMatch(card, recipient)).toBe(false);
  });
});
