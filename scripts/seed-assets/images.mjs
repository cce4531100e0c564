// All image templates, in manifest order.
import { ANIMAL_TEMPLATES } from './images-animals.mjs';
import { FACE_TEMPLATES } from './images-faces.mjs';
import { FORMAT_TEMPLATES } from './images-formats.mjs';
import { SCENE_TEMPLATES } from './images-scenes.mjs';

export const IMAGE_TEMPLATES = [...FORMAT_TEMPLATES, ...SCENE_TEMPLATES, ...FACE_TEMPLATES, ...ANIMAL_TEMPLATES];
