import { domainOf, rowsFit } from './generator/rules';
import { solveMatrix } from './generator/solver';
import { attributesOf, type PanelState, panelKey, toState, valueOf } from './generator/state';
import { LAYOUT_FRAMES } from './layouts';
import { type MatrixItem, type Panel, SHAPES } from './types';

/**
 * What is wrong with a stored item, as readable lines (empty when it is sound): every panel drawable, the
 * answer follows every rule, no other option follows them all, the options are distinct, and a solver that is
 * not told the rules finds the answer and only the answer.
 */
export function itemProblems(item: MatrixItem): string[] {
  const problems: string[] = [];
  const frames = LAYOUT_FRAMES[item.layout];
  if (!frames) return [`unknown layout ${String(item.layout)}`];
  if (item.cells.length !== 8) problems.push(`${item.cells.length} cells instead of 8`);
  if (item.options.length !== 8) problems.push(`${item.options.length} options instead of 8`);
  if (!Number.isInteger(item.answer) || item.answer < 0 || item.answer >= item.options.length) problems.push(`answer ${item.answer} out of range`);

  const panelProblem = (panel: Panel, name: string): PanelState | null => {
    if (panel.components.length !== frames.length) {
      problems.push(`${name}: ${panel.components.length} components instead of ${frames.length}`);
      return null;
    }
    const state = toState(panel);
    if (!state) {
      problems.push(`${name}: an empty component or figures of different looks in one component`);
      return null;
    }
    panel.components.forEach((entities, component) => {
      const frame = frames[component];
      if (!frame) return;
      const slots = entities.map((entity) => entity.slot);
      if (new Set(slots).size !== slots.length || slots.some((slot) => !Number.isInteger(slot) || slot < 0 || slot >= frame.slots.length)) {
        problems.push(`${name}: component ${component} has slots ${slots.join(',')}`);
      }
      for (const entity of entities) {
        if (!SHAPES.includes(entity.shape)) problems.push(`${name}: unknown shape ${entity.shape}`);
        if (!frame.sizes.includes(entity.size)) problems.push(`${name}: size ${entity.size} not drawable in component ${component}`);
        if (!frame.colors.includes(entity.color)) problems.push(`${name}: colour ${entity.color} not drawable in component ${component}`);
      }
    });
    return state;
  };
  const cells = item.cells.map((panel, index) => panelProblem(panel, `cell ${index + 1}`));
  const options = item.options.map((panel, index) => panelProblem(panel, `option ${index + 1}`));
  if (problems.length > 0) return problems;
  const cellStates = cells as PanelState[];
  const optionStates = options as PanelState[];

  frames.forEach((_, component) => {
    for (const attribute of attributesOf(item.layout, component)) {
      const count = item.rules.filter((rule) => rule.component === component && rule.attribute === attribute).length;
      const needed = attribute === 'number' || attribute === 'position' ? null : 1;
      if (needed !== null && count !== needed) problems.push(`component ${component} has ${count} rules on ${attribute}`);
    }
    const placement = item.rules.filter((rule) => rule.component === component && (rule.attribute === 'number' || rule.attribute === 'position'));
    const grid = (frames[component]?.slots.length ?? 1) > 1;
    if (placement.length !== (grid ? 1 : 0)) problems.push(`component ${component} has ${placement.length} number or position rules`);
  });

  const followsAll = (option: PanelState): boolean =>
    item.rules.every((rule) => {
      const panels = [...cellStates, option];
      const rows = [0, 1, 2].map((row) => [0, 1, 2].map((column) => valueOf(panels[row * 3 + column]?.[rule.component] as PanelState[number], rule.attribute)));
      return rowsFit(rule, rows, domainOf(item.layout, rule.component, rule.attribute));
    });
  optionStates.forEach((option, index) => {
    const follows = followsAll(option);
    if (index === item.answer && !follows) problems.push('the answer breaks a rule');
    if (index !== item.answer && follows) problems.push(`option ${index + 1} follows every rule too`);
  });
  if (new Set(optionStates.map(panelKey)).size !== optionStates.length) problems.push('two options are the same');
  const solved = solveMatrix(item.layout, cellStates, optionStates);
  if (solved.length !== 1 || solved[0] !== item.answer) problems.push(`a solver reading the matrix accepts options ${solved.map((index) => index + 1).join(',') || 'none'}`);
  return problems;
}
