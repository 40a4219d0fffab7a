import type { Locale } from '../locales';
import type { ColorWord, SizeWord } from './describe';
import type { PositionKey } from './layouts';
import type { Shape } from './types';

/**
 * The words that describe matrix panels to screen readers, in each of the nine locales, with the forms each
 * language's grammar needs (singular and plural; German adjectives also by gender). `describePanelText` puts
 * them into sentences.
 */

export interface NounWord {
  readonly one: string;
  readonly other: string;
  /** German only: the noun is masculine (the adjectives before it then end in -er after "ein"). */
  readonly masculine?: boolean;
}

export interface AdjectiveWord {
  /** The form with one neuter (or, where gender does not matter, any) figure. */
  readonly one: string;
  readonly other: string;
  /** German only: the form before one masculine noun, after "ein". */
  readonly oneMasculine?: string;
  /** French only: the phrase follows the noun and its colour ("de taille moyenne"). */
  readonly after?: boolean;
}

export interface LocaleWords {
  /** The numbers one to nine as they count figures (with the counter word in Chinese, Japanese and Korean). */
  readonly counts: readonly string[];
  readonly shapes: Readonly<Record<Shape, NounWord>>;
  readonly sizes: Readonly<Record<SizeWord, AdjectiveWord>>;
  readonly colors: Readonly<Record<ColorWord, AdjectiveWord>>;
  readonly positions: Readonly<Record<PositionKey, string>>;
}

const same = (word: string): AdjectiveWord => ({ one: word, other: word });
const noun = (word: string): NounWord => ({ one: word, other: word });

const EN_US: LocaleWords = {
  counts: ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'],
  shapes: {
    triangle: { one: 'triangle', other: 'triangles' },
    square: { one: 'square', other: 'squares' },
    pentagon: { one: 'pentagon', other: 'pentagons' },
    hexagon: { one: 'hexagon', other: 'hexagons' },
    circle: { one: 'circle', other: 'circles' },
  },
  sizes: { very_small: same('very small'), small: same('small'), medium: same('medium-sized'), large: same('large'), very_large: same('very large') },
  colors: { white: same('white'), light_grey: same('light gray'), grey: same('gray'), dark_grey: same('dark gray'), black: same('black') },
  positions: {
    top_left: 'top left',
    top_middle: 'top middle',
    top_right: 'top right',
    middle_left: 'middle left',
    center: 'center',
    middle_right: 'middle right',
    bottom_left: 'bottom left',
    bottom_middle: 'bottom middle',
    bottom_right: 'bottom right',
    left: 'left',
    right: 'right',
    top: 'top',
    bottom: 'bottom',
    outer: 'outside',
    inner: 'inside',
  },
};

const ZH_CN: LocaleWords = {
  counts: ['一个', '两个', '三个', '四个', '五个', '六个', '七个', '八个', '九个'],
  shapes: { triangle: noun('三角形'), square: noun('正方形'), pentagon: noun('五边形'), hexagon: noun('六边形'), circle: noun('圆形') },
  sizes: { very_small: same('很小的'), small: same('小的'), medium: same('中等大小的'), large: same('大的'), very_large: same('很大的') },
  colors: { white: same('白色'), light_grey: same('浅灰色'), grey: same('灰色'), dark_grey: same('深灰色'), black: same('黑色') },
  positions: {
    top_left: '左上',
    top_middle: '上方中间',
    top_right: '右上',
    middle_left: '左侧中间',
    center: '正中',
    middle_right: '右侧中间',
    bottom_left: '左下',
    bottom_middle: '下方中间',
    bottom_right: '右下',
    left: '左侧',
    right: '右侧',
    top: '上方',
    bottom: '下方',
    outer: '外层',
    inner: '内层',
  },
};

const ZH_HK: LocaleWords = {
  counts: ['一個', '兩個', '三個', '四個', '五個', '六個', '七個', '八個', '九個'],
  shapes: { triangle: noun('三角形'), square: noun('正方形'), pentagon: noun('五邊形'), hexagon: noun('六邊形'), circle: noun('圓形') },
  sizes: { very_small: same('很小的'), small: same('小的'), medium: same('中等大小的'), large: same('大的'), very_large: same('很大的') },
  colors: { white: same('白色'), light_grey: same('淺灰色'), grey: same('灰色'), dark_grey: same('深灰色'), black: same('黑色') },
  positions: {
    top_left: '左上',
    top_middle: '上方中間',
    top_right: '右上',
    middle_left: '左側中間',
    center: '正中',
    middle_right: '右側中間',
    bottom_left: '左下',
    bottom_middle: '下方中間',
    bottom_right: '右下',
    left: '左側',
    right: '右側',
    top: '上方',
    bottom: '下方',
    outer: '外層',
    inner: '內層',
  },
};

const JA_JP: LocaleWords = {
  counts: ['ひとつ', 'ふたつ', 'みっつ', 'よっつ', 'いつつ', 'むっつ', 'ななつ', 'やっつ', 'ここのつ'],
  shapes: { triangle: noun('三角形'), square: noun('正方形'), pentagon: noun('五角形'), hexagon: noun('六角形'), circle: noun('円') },
  sizes: { very_small: same('とても小さな'), small: same('小さな'), medium: same('中くらいの'), large: same('大きな'), very_large: same('とても大きな') },
  colors: { white: same('白'), light_grey: same('薄いグレー'), grey: same('グレー'), dark_grey: same('濃いグレー'), black: same('黒') },
  positions: {
    top_left: '左上',
    top_middle: '上の中央',
    top_right: '右上',
    middle_left: '左の中央',
    center: '中央',
    middle_right: '右の中央',
    bottom_left: '左下',
    bottom_middle: '下の中央',
    bottom_right: '右下',
    left: '左',
    right: '右',
    top: '上',
    bottom: '下',
    outer: '外側',
    inner: '内側',
  },
};

const KO_KR: LocaleWords = {
  counts: ['한 개', '두 개', '세 개', '네 개', '다섯 개', '여섯 개', '일곱 개', '여덟 개', '아홉 개'],
  shapes: { triangle: noun('삼각형'), square: noun('정사각형'), pentagon: noun('오각형'), hexagon: noun('육각형'), circle: noun('원') },
  sizes: { very_small: same('아주 작은'), small: same('작은'), medium: same('중간 크기의'), large: same('큰'), very_large: same('아주 큰') },
  colors: { white: same('흰색'), light_grey: same('연회색'), grey: same('회색'), dark_grey: same('진회색'), black: same('검은색') },
  positions: {
    top_left: '왼쪽 위',
    top_middle: '위쪽 가운데',
    top_right: '오른쪽 위',
    middle_left: '왼쪽 가운데',
    center: '한가운데',
    middle_right: '오른쪽 가운데',
    bottom_left: '왼쪽 아래',
    bottom_middle: '아래쪽 가운데',
    bottom_right: '오른쪽 아래',
    left: '왼쪽',
    right: '오른쪽',
    top: '위쪽',
    bottom: '아래쪽',
    outer: '바깥쪽',
    inner: '안쪽',
  },
};

const FR_FR: LocaleWords = {
  counts: ['un', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf'],
  shapes: {
    triangle: { one: 'triangle', other: 'triangles' },
    square: { one: 'carré', other: 'carrés' },
    pentagon: { one: 'pentagone', other: 'pentagones' },
    hexagon: { one: 'hexagone', other: 'hexagones' },
    circle: { one: 'cercle', other: 'cercles' },
  },
  sizes: {
    very_small: { one: 'très petit', other: 'très petits' },
    small: { one: 'petit', other: 'petits' },
    medium: { one: 'de taille moyenne', other: 'de taille moyenne', after: true },
    large: { one: 'grand', other: 'grands' },
    very_large: { one: 'très grand', other: 'très grands' },
  },
  colors: {
    white: { one: 'blanc', other: 'blancs' },
    light_grey: same('gris clair'),
    grey: same('gris'),
    dark_grey: same('gris foncé'),
    black: { one: 'noir', other: 'noirs' },
  },
  positions: {
    top_left: 'en haut à gauche',
    top_middle: 'en haut au milieu',
    top_right: 'en haut à droite',
    middle_left: 'au milieu à gauche',
    center: 'au centre',
    middle_right: 'au milieu à droite',
    bottom_left: 'en bas à gauche',
    bottom_middle: 'en bas au milieu',
    bottom_right: 'en bas à droite',
    left: 'à gauche',
    right: 'à droite',
    top: 'en haut',
    bottom: 'en bas',
    outer: "à l'extérieur",
    inner: "à l'intérieur",
  },
};

const ES_ES: LocaleWords = {
  counts: ['un', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve'],
  shapes: {
    triangle: { one: 'triángulo', other: 'triángulos' },
    square: { one: 'cuadrado', other: 'cuadrados' },
    pentagon: { one: 'pentágono', other: 'pentágonos' },
    hexagon: { one: 'hexágono', other: 'hexágonos' },
    circle: { one: 'círculo', other: 'círculos' },
  },
  sizes: {
    very_small: { one: 'muy pequeño', other: 'muy pequeños' },
    small: { one: 'pequeño', other: 'pequeños' },
    medium: { one: 'mediano', other: 'medianos' },
    large: { one: 'grande', other: 'grandes' },
    very_large: { one: 'muy grande', other: 'muy grandes' },
  },
  colors: {
    white: { one: 'blanco', other: 'blancos' },
    light_grey: same('gris claro'),
    grey: { one: 'gris', other: 'grises' },
    dark_grey: same('gris oscuro'),
    black: { one: 'negro', other: 'negros' },
  },
  positions: {
    top_left: 'arriba a la izquierda',
    top_middle: 'arriba en el centro',
    top_right: 'arriba a la derecha',
    middle_left: 'en medio a la izquierda',
    center: 'en el centro',
    middle_right: 'en medio a la derecha',
    bottom_left: 'abajo a la izquierda',
    bottom_middle: 'abajo en el centro',
    bottom_right: 'abajo a la derecha',
    left: 'a la izquierda',
    right: 'a la derecha',
    top: 'arriba',
    bottom: 'abajo',
    outer: 'por fuera',
    inner: 'por dentro',
  },
};

const DE_DE: LocaleWords = {
  counts: ['ein', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun'],
  shapes: {
    triangle: { one: 'Dreieck', other: 'Dreiecke' },
    square: { one: 'Quadrat', other: 'Quadrate' },
    pentagon: { one: 'Fünfeck', other: 'Fünfecke' },
    hexagon: { one: 'Sechseck', other: 'Sechsecke' },
    circle: { one: 'Kreis', other: 'Kreise', masculine: true },
  },
  sizes: {
    very_small: { one: 'sehr kleines', oneMasculine: 'sehr kleiner', other: 'sehr kleine' },
    small: { one: 'kleines', oneMasculine: 'kleiner', other: 'kleine' },
    medium: { one: 'mittelgroßes', oneMasculine: 'mittelgroßer', other: 'mittelgroße' },
    large: { one: 'großes', oneMasculine: 'großer', other: 'große' },
    very_large: { one: 'sehr großes', oneMasculine: 'sehr großer', other: 'sehr große' },
  },
  colors: {
    white: { one: 'weißes', oneMasculine: 'weißer', other: 'weiße' },
    light_grey: { one: 'hellgraues', oneMasculine: 'hellgrauer', other: 'hellgraue' },
    grey: { one: 'graues', oneMasculine: 'grauer', other: 'graue' },
    dark_grey: { one: 'dunkelgraues', oneMasculine: 'dunkelgrauer', other: 'dunkelgraue' },
    black: { one: 'schwarzes', oneMasculine: 'schwarzer', other: 'schwarze' },
  },
  positions: {
    top_left: 'oben links',
    top_middle: 'oben in der Mitte',
    top_right: 'oben rechts',
    middle_left: 'in der Mitte links',
    center: 'in der Mitte',
    middle_right: 'in der Mitte rechts',
    bottom_left: 'unten links',
    bottom_middle: 'unten in der Mitte',
    bottom_right: 'unten rechts',
    left: 'links',
    right: 'rechts',
    top: 'oben',
    bottom: 'unten',
    outer: 'außen',
    inner: 'innen',
  },
};

const PT_PT: LocaleWords = {
  counts: ['um', 'dois', 'três', 'quatro', 'cinco', 'seis', 'sete', 'oito', 'nove'],
  shapes: {
    triangle: { one: 'triângulo', other: 'triângulos' },
    square: { one: 'quadrado', other: 'quadrados' },
    pentagon: { one: 'pentágono', other: 'pentágonos' },
    hexagon: { one: 'hexágono', other: 'hexágonos' },
    circle: { one: 'círculo', other: 'círculos' },
  },
  sizes: {
    very_small: { one: 'muito pequeno', other: 'muito pequenos' },
    small: { one: 'pequeno', other: 'pequenos' },
    medium: { one: 'médio', other: 'médios' },
    large: { one: 'grande', other: 'grandes' },
    very_large: { one: 'muito grande', other: 'muito grandes' },
  },
  colors: {
    white: { one: 'branco', other: 'brancos' },
    light_grey: { one: 'cinzento-claro', other: 'cinzento-claros' },
    grey: { one: 'cinzento', other: 'cinzentos' },
    dark_grey: { one: 'cinzento-escuro', other: 'cinzento-escuros' },
    black: { one: 'preto', other: 'pretos' },
  },
  positions: {
    top_left: 'em cima à esquerda',
    top_middle: 'em cima ao centro',
    top_right: 'em cima à direita',
    middle_left: 'ao meio à esquerda',
    center: 'ao centro',
    middle_right: 'ao meio à direita',
    bottom_left: 'em baixo à esquerda',
    bottom_middle: 'em baixo ao centro',
    bottom_right: 'em baixo à direita',
    left: 'à esquerda',
    right: 'à direita',
    top: 'em cima',
    bottom: 'em baixo',
    outer: 'por fora',
    inner: 'por dentro',
  },
};

export const DESCRIPTION_WORDS: Readonly<Record<Locale, LocaleWords>> = {
  'en-US': EN_US,
  'zh-CN': ZH_CN,
  'zh-HK': ZH_HK,
  'ja-JP': JA_JP,
  'ko-KR': KO_KR,
  'fr-FR': FR_FR,
  'es-ES': ES_ES,
  'de-DE': DE_DE,
  'pt-PT': PT_PT,
};
