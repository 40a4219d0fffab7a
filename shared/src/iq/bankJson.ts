import type { Entity, MatrixBank, MatrixItem, Panel, RowRule } from './types';

/**
 * The bank as committed JSON: keys in a fixed order, one line per rule and per panel, so a regenerated bank
 * diffs line by line and the file stays small enough to review.
 */

function entity(value: Entity): Entity {
  return { shape: value.shape, size: value.size, color: value.color, slot: value.slot };
}

function rule(value: RowRule): RowRule {
  return value.value === undefined
    ? { component: value.component, attribute: value.attribute, rule: value.rule }
    : { component: value.component, attribute: value.attribute, rule: value.rule, value: value.value };
}

function panel(value: Panel): string {
  return JSON.stringify({ components: value.components.map((entities) => entities.map(entity)) });
}

function list(lines: readonly string[], indent: string): string {
  return lines.length === 0 ? '[]' : `[\n${lines.map((line) => `${indent}  ${line}`).join(',\n')}\n${indent}]`;
}

function item(value: MatrixItem, indent: string): string {
  const inner = `${indent}  `;
  const fields = [
    `"id": ${JSON.stringify(value.id)}`,
    `"layout": ${JSON.stringify(value.layout)}`,
    `"difficulty": ${JSON.stringify(value.difficulty)}`,
    `"rules": ${list(value.rules.map((entry) => JSON.stringify(rule(entry))), inner)}`,
    `"cells": ${list(value.cells.map(panel), inner)}`,
    `"options": ${list(value.options.map(panel), inner)}`,
    `"answer": ${JSON.stringify(value.answer)}`,
  ];
  return `{\n${fields.map((field) => `${inner}${field}`).join(',\n')}\n${indent}}`;
}

export function formatBank(bank: MatrixBank): string {
  const forms = (['A', 'B', 'C'] as const).map((form) => `    "${form}": ${list(bank.forms[form].map((entry) => item(entry, '      ')), '    ')}`);
  return `{\n  "seed": ${JSON.stringify(bank.seed)},\n  "practice": ${item(bank.practice, '  ')},\n  "forms": {\n${forms.join(',\n')}\n  }\n}\n`;
}
