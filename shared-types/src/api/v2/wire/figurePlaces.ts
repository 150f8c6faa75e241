import { isObject, isReason, isWholeFigure, type Json } from './json';
import { childPlace, itemPlace, paramName } from './unitTable';

/** A figure of the answer and where it is: a place ('value.result') or a reason parameter ('<code>:<name>'). */
export interface FigureAt {
  where: string;
  param: boolean;
  unit: string;
  value: number | null;
}

/** Every figure of an answer with its place, walked as the wire walks it (encode.ts). */
export function figuresIn(answer: Json): FigureAt[] {
  const out: FigureAt[] = [];
  const visit = (node: Json, place: string): void => {
    if (isWholeFigure(node)) out.push({ where: place, param: false, unit: node.unit, value: node.value });
    else if (Array.isArray(node)) node.forEach((item) => visit(item, itemPlace(place, item)));
    else if (isObject(node)) {
      for (const [key, child] of Object.entries(node)) {
        if (child === undefined) continue;
        if (isReason(node) && key === 'params' && isObject(child)) visitParams(node.code, child, place);
        else visit(child, childPlace(place, key));
      }
    }
  };
  const visitParams = (code: string, params: Record<string, Json>, place: string): void => {
    for (const [name, param] of Object.entries(params)) {
      if (isWholeFigure(param)) out.push({ where: paramName(code, name), param: true, unit: param.unit, value: param.value });
      else if (param !== undefined) visit(param, childPlace(place, `params.${name}`));
    }
  };
  visit(answer, '');
  return out;
}
