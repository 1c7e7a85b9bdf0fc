// The theme a person chose (next-themes saves it as `theme` in localStorage; light by default), applied before the
// page paints on the pages that load no theme provider (components/ui/theme-script.tsx).
try{var t=localStorage.getItem('theme');if(t!=='dark')t='light';var d=document.documentElement;d.classList.remove('light','dark');d.classList.add(t);d.style.colorScheme=t}catch{}
