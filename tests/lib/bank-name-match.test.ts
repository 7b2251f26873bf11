import { describe, expect, it } from 'vitest';
import { accountNameMatches, nameTokens } from '@/lib/bank-name-match';

const tunde = { firstName: 'Tunde', lastName: 'Bello' };

describe('nameTokens', () => {
  it('folds case, drops accents and punctuation, splits on spaces and hyphens', () => {
    expect(nameTokens('  ADÉBÁYỌ̀  Ọlá-Smith, O’Neil Jr. ')).toEqual([
      'adebayo',
      'ola',
      'smith',
      'oneil',
      'jr',
    ]);
  });
});

describe('accountNameMatches: the surname and at least one other name', () => {
  it.each([
    ['TEMITOPE BELLO', tunde, false, 'same surname, another first name (the issue)'],
    ['TUNDE ADEYEMI', tunde, false, 'same first name, another surname'],
    ['TUNDE BELLO', tunde, true, 'upper case'],
    ['BELLO TUNDE', tunde, true, 'surname first'],
    ['BELLO, TUNDE', tunde, true, 'surname first with a comma'],
    ['tunde bello', tunde, true, 'lower case'],
    ['TUNDE ADEWALE BELLO', tunde, true, 'a middle name we do not hold'],
    ['MR TUNDE BELLO', tunde, true, 'a title'],
    ['T BELLO', tunde, false, 'an initial is not a name'],
    ['BELLO', tunde, false, 'the surname alone'],
    ['', tunde, false, 'no name at all'],
    ['ADEWALE BELLO', { ...tunde, otherNames: 'Adewale' }, true, 'the middle name counts as the other name'],
    ['BELLO ADEWALE TUNDE', { ...tunde, otherNames: 'Adewale' }, true, 'every name, any order'],
    ['A BELLO', { ...tunde, otherNames: 'A' }, false, 'a middle initial does not count'],
    ['ADEBAYO OLUWASEUN', { firstName: 'Oluwaseun', lastName: 'Adébáyọ̀' }, true, 'accents dropped'],
    ['ADÉBÁYỌ̀ OLUWASEUN', { firstName: 'Oluwaseun', lastName: 'Adebayo' }, true, 'accents on the bank side'],
    ['CHIOMA ADEBAYO-SMITH', { firstName: 'Chioma', lastName: 'Adebayo Smith' }, true, 'hyphen vs space'],
    ['CHIOMA ADEBAYOSMITH', { firstName: 'Chioma', lastName: 'Adebayo-Smith' }, true, 'surname run together'],
    ['CHIOMA SMITH', { firstName: 'Chioma', lastName: 'Adebayo-Smith' }, false, 'half a double surname'],
    ["SEAN O'NEIL", { firstName: 'Seán', lastName: 'ONeil' }, true, 'apostrophe and accent'],
    ['BABATUNDE BELLO', tunde, false, 'a longer name is another name'],
  ])('%s for %o → %s (%s)', (bankName, person, expected, _why) => {
    expect(accountNameMatches(person, bankName)).toBe(expected);
  });
});
