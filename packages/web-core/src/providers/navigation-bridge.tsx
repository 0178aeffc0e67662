import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { setNavigator } from '../api/navigation';

/** Lets code outside React (the 401 rule) navigate through the mounted router. */
export function NavigationBridge(): null {
  const navigate = useNavigate();
  useEffect(() => {
    setNavigator((path, options) => navigate(path, options));
    return () => setNavigator(null);
  }, [navigate]);
  return null;
}
