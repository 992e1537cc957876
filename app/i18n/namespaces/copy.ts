import ar from '../locales/ar/copy.json';
import en from '../locales/en/copy.json';
import { addNamespace } from '..';

/** The Copy buttons' texts (code on the API page, text in the Learning Centre): all their islands load. */
addNamespace('copy', { en, ar });
