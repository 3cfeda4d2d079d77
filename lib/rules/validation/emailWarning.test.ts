import { describe, expect, it } from 'vitest';
import { parseMessageRef } from '../messageRef';
import { COMMON_EMAIL_DOMAINS, editDistance, emailWarning, suggestEmailDomain } from './emailWarning';

describe('emailWarning (non-blocking)', () => {
  it.each([
    ['nom@domaine.fr', null],
    ['prenom.nom+asso@gmail.com', null],
    ['Jean-Luc_2@ORANGE.FR', null],
    ['not an email', null], // the EMAIL error shows instead
    ["o'brien@example.ie", 'Validation.emailUnusualCharacters'],
    ['nom!@domaine.fr', 'Validation.emailUnusualCharacters'],
    ['.nom@domaine.fr', 'Validation.emailUnusualCharacters'],
    ['nom.@domaine.fr', 'Validation.emailUnusualCharacters'],
    ['no..m@domaine.fr', 'Validation.emailUnusualCharacters'],
    ['{nom}@gmial.com', 'Validation.emailUnusualCharacters'], // characters are reported first
  ])('%j → %s', (email, expected) => {
    expect(emailWarning(email)).toBe(expected);
  });

  it.each([
    ['nom@gmial.com', 'nom@gmail.com'], // swapped letters
    ['nom@gmal.com', 'nom@gmail.com'], // missing letter
    ['nom@gmaill.com', 'nom@gmail.com'], // extra letter
    ['nom@gmail.con', 'nom@gmail.com'], // wrong top-level domain
    ['nom@hotmial.fr', 'nom@hotmail.fr'],
    ['nom@orange.fe', 'nom@orange.fr'],
    ['nom@wanadoo.fe', 'nom@wanadoo.fr'],
    ['nom@laposte.ne', 'nom@laposte.net'],
    [' Nom@Yahooo.fr ', 'Nom@yahoo.fr'],
  ])('%j suggests %s', (email, suggestion) => {
    expect(parseMessageRef(emailWarning(email) as string)).toEqual({
      key: 'Validation.emailDomainSuggestion',
      values: { suggestion },
    });
  });

  it.each(['nom@gnail.co.uk', 'nom@mon-asso.fr', 'nom@gmx.de'])('does not suggest for %s', (email) => {
    expect(emailWarning(email)).toBeNull();
  });

  it('never suggests for a common domain', () => {
    for (const domain of COMMON_EMAIL_DOMAINS) expect(suggestEmailDomain(domain)).toBeNull();
  });
});

describe('editDistance (optimal string alignment)', () => {
  it.each([
    ['', '', 0],
    ['', 'abc', 3],
    ['abc', '', 3],
    ['gmail', 'gmial', 1],
    ['gmail', 'gmal', 1],
    ['gmail', 'gmaill', 1],
    ['gmail', 'gmali', 1],
    ['kitten', 'sitting', 3],
  ])('%j → %j = %s', (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance);
  });
});
